<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="solidtile collision" tilewidth="16" tileheight="16" tilecount="3" columns="3">
 <image source="small.png" width="48" height="16" />
 <tile id="0">
  <properties>
   <property name="angle" type="int" value="255" />
   <property name="heights" value="16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16" />
   <property name="solidity" value="all" />
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="angle" value="auto" />
   <property name="heights" value="0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9" />
   <property name="solidity" value="all" />
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="angle" value="auto" />
   <property name="heights" value="0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9" />
   <property name="solidity" value="top_only" />
  </properties>
 </tile>
</tileset>
